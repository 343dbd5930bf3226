# frozen_string_literal: true

if ENV['GITHUB_USER'] # only when running CI
  require 'simplecov-lcov'
  SimpleCov::Formatter::LcovFormatter.config do |c|
    c.report_with_single_file = true
    c.single_report_path = 'coverage/lcov.info'
  end

  SimpleCov.formatter = SimpleCov::Formatter::LcovFormatter
end

SimpleCov.start do
  enable_coverage :branch
  add_filter '/spec/'
end
