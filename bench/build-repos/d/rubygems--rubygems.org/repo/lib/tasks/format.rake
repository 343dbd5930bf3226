# frozen_string_literal: true

desc "Format code with RuboCop and Prettier"
task format: %i[format:ruby format:js]

namespace :format do
  desc "Format Ruby code with RuboCop"
  task :ruby do # rubocop:disable Rails/RakeEnvironment
    sh "bin/rubocop --fix-layout"
  end

  desc "Format JavaScript code with Prettier"
  task :js do # rubocop:disable Rails/RakeEnvironment
    sh "bin/prettier --write 'app/javascript/**/*.js' 'config/*.js'"
  end
end
