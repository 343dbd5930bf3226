# frozen_string_literal: true

require 'dotenv/load'
require 'ruby_llm'
require 'json'
require 'json_schemer'
require 'fileutils'

desc 'Update models, docs, and aliases'
task models: ['models:update', 'models:docs', 'models:aliases']

namespace :models do
  desc 'Update available models from providers (API keys needed)'
  task :update do
    puts 'Configuring RubyLLM...'
    configure_from_env
    refresh_models
    display_model_stats
  end

  desc 'Generate available models documentation'
  task :docs do
    registry_file = ENV.fetch('MODEL_REGISTRY_FILE', RubyLLM::Models.bundled_registry_file)
    RubyLLM.models.load_from_json!(registry_file)
    FileUtils.mkdir_p('docs/_reference')
    output = generate_models_markdown
    File.write('docs/_reference/available-models.md', output)
    puts 'Generated docs/_reference/available-models.md'
  end

  desc 'Generate model aliases from registry'
  task :aliases do
    generate_aliases
  end
end

def configure_from_env
  RubyLLM.configure do |config|
    config.anthropic_api_key = ENV.fetch('ANTHROPIC_API_KEY', nil)
    config.azure_api_base = ENV.fetch('AZURE_API_BASE', nil)
    config.azure_api_key = ENV.fetch('AZURE_API_KEY', nil)
    config.cohere_api_key = ENV.fetch('COHERE_API_KEY', nil)
    config.deepgram_api_key = ENV.fetch('DEEPGRAM_API_KEY', nil)
    config.deepseek_api_key = ENV.fetch('DEEPSEEK_API_KEY', nil)
    config.elevenlabs_api_key = ENV.fetch('ELEVENLABS_API_KEY', nil)
    config.gemini_api_key = ENV.fetch('GEMINI_API_KEY', nil)
    config.mistral_api_key = ENV.fetch('MISTRAL_API_KEY', nil)
    config.ollama_cloud_api_key = ENV.fetch('OLLAMA_CLOUD_API_KEY', nil)
    config.openai_api_key = ENV.fetch('OPENAI_API_KEY', nil)
    config.openrouter_api_key = ENV.fetch('OPENROUTER_API_KEY', nil)
    config.perplexity_api_key = ENV.fetch('PERPLEXITY_API_KEY', nil)
    config.vertexai_location = ENV.fetch('GOOGLE_CLOUD_LOCATION', nil)
    config.vertexai_project_id = ENV.fetch('GOOGLE_CLOUD_PROJECT', nil)
    config.vertexai_service_account_key = ENV.fetch('VERTEXAI_SERVICE_ACCOUNT_KEY', nil)
    config.xai_api_key = ENV.fetch('XAI_API_KEY', nil)
    configure_bedrock(config)
    config.request_timeout = 30
  end
end

def configure_bedrock(config)
  config.bedrock_api_key = ENV.fetch('AWS_ACCESS_KEY_ID', nil)
  config.bedrock_secret_key = ENV.fetch('AWS_SECRET_ACCESS_KEY', nil)
  config.bedrock_region = ENV.fetch('AWS_REGION', nil)
  config.bedrock_session_token = ENV.fetch('AWS_SESSION_TOKEN', nil)
end

def refresh_models
  registry_file = ENV.fetch('MODEL_REGISTRY_FILE', RubyLLM::Models.bundled_registry_file)
  RubyLLM.models.load_from_json!(registry_file)
  existing_models = RubyLLM.models.all.dup
  initial_count = existing_models.size
  puts "Refreshing models (#{initial_count} cached)..."

  models = RubyLLM.models.refresh_from_providers!(remote_only: true)

  if models.all.empty? && initial_count.zero?
    puts 'Error: Failed to fetch models.'
    exit(1)
  else
    persist_refreshed_models(existing_models, models, registry_file)
  end

  @models = models
end

def persist_refreshed_models(existing_models, models, registry_file)
  initial_count = existing_models.size
  if suspicious_model_drop?(initial_count, models.all.size)
    abort "Refusing to replace #{initial_count} models with #{models.all.size}. " \
          'Set ALLOW_MODEL_REGISTRY_DROP=true after reviewing the result.'
  end

  if sorted_models_data(models.all) == sorted_models_data(existing_models) && initial_count.positive?
    puts 'Warning: Model list unchanged.'
    return
  end

  puts 'Validating models...'
  validate_models!(models)
  puts "Saving models.json (#{models.all.size} models)"
  models.save_to_json(registry_file)
end

def suspicious_model_drop?(initial_count, new_count)
  return false if initial_count.zero?
  return false if ENV['ALLOW_MODEL_REGISTRY_DROP'] == 'true'

  new_count < (initial_count * 0.8)
end

def sorted_models_data(models)
  models.map(&:to_h)
        .sort_by { |model| [model[:provider].to_s, model[:id].to_s] }
end

def validate_models!(models)
  models_data = JSON.parse(RubyLLM::ModelRegistry.pretty_json(models.all))
  registry_schema = {
    '$schema' => 'https://json-schema.org/draft/2020-12/schema',
    'type' => 'array',
    'items' => RubyLLM::ModelSchema.json_schema
  }
  validation_errors = JSONSchemer.schema(registry_schema).validate(models_data).map do |error|
    "#{error['data_pointer']}: #{error['error']}"
  end

  unless validation_errors.empty?
    # Save failed models for inspection
    failed_path = File.expand_path('../tmp/models.failed.json', __dir__)
    FileUtils.mkdir_p(File.dirname(failed_path))
    File.write(failed_path, JSON.pretty_generate(models_data))

    puts 'ERROR: Models validation failed:'
    puts "\nValidation errors:"
    validation_errors.first(10).each { |error| puts "  - #{error}" }
    puts "  ... and #{validation_errors.size - 10} more errors" if validation_errors.size > 10
    puts "-> Failed models saved to: #{failed_path}"
    exit(1)
  end

  puts '✓ Models validation passed'
end

def display_model_stats
  puts "\nModel count:"
  provider_counts = @models.all.group_by(&:provider).transform_values(&:count)

  RubyLLM::Provider.providers.each do |sym, provider_class|
    name = provider_class.display_name
    count = provider_counts[sym.to_s] || 0
    status = status(sym)
    puts "  #{name}: #{count} models #{status}"
  end

  puts 'Refresh complete.'
end

def status(provider_sym)
  provider_class = RubyLLM::Provider.providers[provider_sym]
  if provider_class.local?
    ' (LOCAL - SKIP)'
  elsif provider_class.configured?(RubyLLM.config)
    ' (OK)'
  else
    ' (NOT CONFIGURED)'
  end
end

# The generated page renders inside the frozen 1.x site build; the /next
# build replaces it with a redirect stub (docs/bin/build-versions.sh). The two
# trees file the models guide under different collections, so link it by URL
# rather than with a {% link %} tag, which resolves against one tree only.
def generate_models_markdown
  models = RubyLLM.models.all
  total_models = models.count
  provider_count = models.map(&:provider).uniq.count
  updated_on = Time.now.utc.strftime('%Y-%m-%d')

  <<~MARKDOWN
    ---
    layout: default
    title: Available Models
    nav_order: 2
    llms: false
    description: Browse #{total_models} AI models across #{provider_count} remote providers. Updated #{updated_on}.
    redirect_from:
      - /guides/available-models
    ---

    # {{ page.title }}
    {: .no_toc }

    {{ page.description }}
    {: .fs-6 .fw-300 }

    ## Table of contents
    {: .no_toc .text-delta }

    1. TOC
    {:toc}

    ---

    _Updated #{updated_on}. This page lists the latest refreshed registry, also available as raw JSON at [rubyllm.com/models.json](https://rubyllm.com/models.json). It covers remote providers only; models on local providers (Ollama, GPUStack) are discovered from your own servers when you refresh._

    Your installed gem may bundle an older snapshot of the registry. Refresh it to get the latest models in your app too:

    ```ruby
    RubyLLM.models.refresh!
    ```

    See [the models guide]({{ "/models/" | relative_url }}) for how refreshing works in plain Ruby and Rails.

    ## Models by Provider

    #{generate_provider_sections}

    ## Models by Capability

    #{generate_capability_sections}

    ## Models by Modality

    #{generate_modality_sections}

    ---

    _Provider availability can vary by account and region. Model information is enriched by [models.dev](https://models.dev) and RubyLLM's provider integrations._
  MARKDOWN
end

def generate_provider_sections
  RubyLLM::Provider.providers.filter_map do |provider, provider_class|
    models = RubyLLM.models.by_provider(provider)
    next if models.none?

    <<~PROVIDER
      ### #{provider_class.display_name} (#{models.count})

      #{models_table(models)}
    PROVIDER
  end.join("\n\n")
end

def generate_capability_sections
  capabilities = {
    'Function Calling' => RubyLLM.models.select { |m| m.supports?(:function_calling) },
    'Structured Output' => RubyLLM.models.select { |m| m.supports?(:structured_output) },
    'Streaming' => RubyLLM.models.select { |m| m.capabilities.include?('streaming') },
    'Batch Processing' => RubyLLM.models.select { |m| m.capabilities.include?('batch') }
  }

  capabilities.filter_map do |capability, models|
    next if models.none?

    <<~CAPABILITY
      ### #{capability} (#{models.count})

      #{models_table(models)}
    CAPABILITY
  end.join("\n\n")
end

def generate_modality_sections # rubocop:disable Metrics/PerceivedComplexity
  sections = []

  vision_models = RubyLLM.models.select { |m| (m.modalities.input || []).include?('image') }
  if vision_models.any?
    sections << <<~SECTION
      ### Vision Models (#{vision_models.count})

      Models that can process images:

      #{models_table(vision_models)}
    SECTION
  end

  audio_models = RubyLLM.models.select { |m| (m.modalities.input || []).include?('audio') }
  if audio_models.any?
    sections << <<~SECTION
      ### Audio Input Models (#{audio_models.count})

      Models that can process audio:

      #{models_table(audio_models)}
    SECTION
  end

  pdf_models = RubyLLM.models.select { |m| (m.modalities.input || []).include?('pdf') }
  if pdf_models.any?
    sections << <<~SECTION
      ### PDF Models (#{pdf_models.count})

      Models that can process PDF documents:

      #{models_table(pdf_models)}
    SECTION
  end

  embedding_models = RubyLLM.models.select { |m| (m.modalities.output || []).include?('embeddings') }
  if embedding_models.any?
    sections << <<~SECTION
      ### Embedding Models (#{embedding_models.count})

      Models that generate embeddings:

      #{models_table(embedding_models)}
    SECTION
  end

  sections.join("\n\n")
end

def models_table(models)
  return '*No models found*' if models.none?

  headers = ['Model', 'Provider', 'I/O', 'Capabilities', 'Context', 'Max Output', 'Standard Pricing (per 1M tokens)']
  alignment = [':--', ':--', ':--', ':--', '--:', '--:', ':--']

  rows = models.sort_by { |m| [m.provider, m.name] }.map do |model|
    pricing = standard_pricing_display(model)

    [
      model.id,
      model.provider,
      modalities_display(model),
      list_display(model.capabilities),
      model.context_window || '-',
      model.max_output_tokens || '-',
      pricing
    ]
  end

  table = []
  table << "| #{headers.join(' | ')} |"
  table << "| #{alignment.join(' | ')} |"

  rows.each do |row|
    table << "| #{row.join(' | ')} |"
  end

  table.join("\n")
end

def modalities_display(model)
  input_modalities = list_display(model.modalities.input)
  output_modalities = list_display(model.modalities.output)
  "In: #{input_modalities}; Out: #{output_modalities}"
end

def list_display(values)
  items = Array(values).compact.map(&:to_s).reject(&:empty?)
  return '-' if items.empty?

  items.join(', ')
end

def standard_pricing_display(model)
  pricing_data = model.pricing.to_h[:text_tokens]&.dig(:standard) || {}
  parts = [
    pricing_part(pricing_data, :input_per_million, 'In'),
    pricing_part(pricing_data, :output_per_million, 'Out'),
    pricing_part(pricing_data, :cache_read_input_per_million, 'Cache Read'),
    pricing_part(pricing_data, :cache_write_input_per_million, 'Cache Write')
  ].compact

  return parts.join(', ') if parts.any?

  '-'
end

def pricing_part(pricing_data, key, label)
  key = Array(key).find { |candidate| pricing_data[candidate] }
  return unless key

  "#{label}: $#{format('%.2f', pricing_data[key])}"
end

def generate_aliases # rubocop:disable Metrics/AbcSize, Metrics/CyclomaticComplexity, Metrics/PerceivedComplexity
  models = Hash.new { |h, k| h[k] = [] }

  RubyLLM.models.all.each do |model|
    models[model.provider] << model.id
  end

  aliases = {}

  # OpenAI models
  models['openai'].each do |model|
    openrouter_model = "openai/#{model}"
    azure_model = models['azure'].include?(model) ? model : nil
    next unless models['openrouter'].include?(openrouter_model)

    alias_key = model.gsub('-latest', '')
    aliases[alias_key] = {
      'openai' => model,
      'openrouter' => openrouter_model
    }
    aliases[alias_key]['azure'] = azure_model if azure_model
  end

  anthropic_latest = group_anthropic_models_by_base_name(models['anthropic'])

  anthropic_latest.each do |base_name, latest_model|
    openrouter_variants = [
      "anthropic/#{base_name}",
      "anthropic/#{base_name.gsub(/-(\d)/, '.\1')}",
      "anthropic/#{base_name.gsub(/claude-(\d+)-(\d+)/, 'claude-\1.\2')}",
      "anthropic/#{base_name.gsub(/(\d+)-(\d+)/, '\1.\2')}"
    ]

    openrouter_model = openrouter_variants.find { |v| models['openrouter'].include?(v) }
    bedrock_model = find_best_bedrock_model(latest_model, models['bedrock'])

    next unless openrouter_model || bedrock_model || models['anthropic'].include?(latest_model)

    aliases[base_name] = { 'anthropic' => latest_model }
    aliases[base_name]['openrouter'] = openrouter_model if openrouter_model
    aliases[base_name]['bedrock'] = bedrock_model if bedrock_model
    aliases[base_name]['vertexai'] = base_name if models['vertexai'].include?(base_name)
    aliases[base_name]['azure'] = latest_model if models['azure'].include?(latest_model)
  end

  models['bedrock'].each do |bedrock_model|
    next unless bedrock_model.start_with?('anthropic.')
    next unless bedrock_model =~ /anthropic\.(claude-[a-z0-9.-]+)-\d{8}/

    base_name = Regexp.last_match(1)
    anthropic_name = base_name.tr('.', '-')

    next if aliases[anthropic_name]

    openrouter_variants = [
      "anthropic/#{anthropic_name}",
      "anthropic/#{base_name}"
    ]

    openrouter_model = openrouter_variants.find { |v| models['openrouter'].include?(v) }

    aliases[anthropic_name] = { 'bedrock' => bedrock_model }
    aliases[anthropic_name]['anthropic'] = anthropic_name if models['anthropic'].include?(anthropic_name)
    aliases[anthropic_name]['openrouter'] = openrouter_model if openrouter_model
    aliases[anthropic_name]['vertexai'] = anthropic_name if models['vertexai'].include?(anthropic_name)
  end

  # Gemini models (also map to vertexai)
  models['gemini'].each do |model|
    openrouter_variants = [
      "google/#{model}",
      "google/#{model.gsub('gemini-', 'gemini-').tr('.', '-')}",
      "google/#{model.gsub('gemini-', 'gemini-')}"
    ]

    openrouter_model = openrouter_variants.find { |v| models['openrouter'].include?(v) }
    vertexai_model = models['vertexai'].include?(model) ? model : nil

    next unless openrouter_model || vertexai_model

    alias_key = model.gsub('-latest', '')
    aliases[alias_key] = { 'gemini' => model }
    aliases[alias_key]['openrouter'] = openrouter_model if openrouter_model
    aliases[alias_key]['vertexai'] = vertexai_model if vertexai_model
  end

  # VertexAI models that aren't in Gemini (e.g. older models like text-bison)
  models['vertexai'].each do |model|
    # Skip if already handled above
    next if models['gemini'].include?(model)

    # Check if OpenRouter has this Google model
    openrouter_variants = [
      "google/#{model}",
      "google/#{model.tr('.', '-')}"
    ]

    openrouter_model = openrouter_variants.find { |v| models['openrouter'].include?(v) }
    gemini_model = models['gemini'].include?(model) ? model : nil

    next unless openrouter_model || gemini_model

    alias_key = model.gsub('-latest', '')
    next if aliases[alias_key] # Skip if already created

    aliases[alias_key] = { 'vertexai' => model }
    aliases[alias_key]['openrouter'] = openrouter_model if openrouter_model
    aliases[alias_key]['gemini'] = gemini_model if gemini_model
  end

  models['deepseek'].each do |model|
    openrouter_model = "deepseek/#{model}"
    next unless models['openrouter'].include?(openrouter_model)

    alias_key = model.gsub('-latest', '')
    aliases[alias_key] = {
      'deepseek' => model,
      'openrouter' => openrouter_model
    }
  end

  add_xai_aliases(aliases, models['xai'])
  add_vertexai_aliases(aliases, models)
  add_deepgram_aliases(aliases, models['deepgram'])

  sorted_aliases = aliases.sort.to_h
  File.write(RubyLLM::Aliases.aliases_file, JSON.pretty_generate(sorted_aliases))

  puts "Generated #{sorted_aliases.size} aliases"
end

# VertexAI serves Anthropic and Gemini (handled above), Mistral, and a roster of
# open-weights models as managed services. The latter two want their own aliases:
# the MaaS models so users reach them by a clean name instead of the
# publisher/name-maas id, and Mistral so it groups with the Mistral API.
def add_vertexai_aliases(aliases, models)
  add_vertexai_maas_aliases(aliases, models)
  add_vertexai_mistral_aliases(aliases, models)
end

# OpenRouter's prefix for each open-weights publisher VertexAI hosts as MaaS.
VERTEXAI_OPENROUTER_PUBLISHERS = {
  'meta' => 'meta-llama', 'deepseek-ai' => 'deepseek', 'qwen' => 'qwen',
  'openai' => 'openai', 'zai-org' => 'z-ai', 'moonshotai' => 'moonshotai', 'google' => 'google'
}.freeze

def add_vertexai_maas_aliases(aliases, models)
  models['vertexai'].grep(%r{/}).each do |model|
    publisher, bare = model.split('/', 2)
    alias_key = bare.delete_suffix('-maas')

    entry = (aliases[alias_key] ||= {})
    entry['vertexai'] ||= model
    openrouter_model = "#{VERTEXAI_OPENROUTER_PUBLISHERS[publisher]}/#{alias_key}"
    entry['openrouter'] ||= openrouter_model if models['openrouter'].include?(openrouter_model)
  end
end

def add_vertexai_mistral_aliases(aliases, models)
  models['vertexai'].grep(/\A(mistral|ministral|codestral)/).each do |model|
    openrouter_model = "mistralai/#{model}"
    siblings = {}
    siblings['mistral'] = model if models['mistral'].include?(model)
    siblings['openrouter'] = openrouter_model if models['openrouter'].include?(openrouter_model)
    next if siblings.empty?

    entry = (aliases[model] ||= { 'vertexai' => model })
    siblings.each { |provider, id| entry[provider] ||= id }
  end
end

def add_xai_aliases(aliases, xai_models)
  return unless xai_models.include?('grok-4.3')

  %w[
    grok-latest
    grok-3
    grok-3-latest
    grok-3-mini
    grok-3-mini-latest
    grok-4
    grok-4-latest
    grok-4-fast
    grok-4-fast-reasoning
    grok-4-fast-reasoning-latest
    grok-4-fast-non-reasoning
    grok-4-fast-non-reasoning-latest
    grok-4-1-fast
    grok-4-1-fast-reasoning
    grok-4-1-fast-reasoning-latest
    grok-4-1-fast-non-reasoning
    grok-4-1-fast-non-reasoning-latest
  ].each do |alias_key|
    aliases[alias_key] ||= { 'xai' => 'grok-4.3' }
  end
end

def group_anthropic_models_by_base_name(anthropic_models)
  grouped = Hash.new { |h, k| h[k] = [] }

  anthropic_models.each do |model|
    base_name = extract_base_name(model)
    grouped[base_name] << model
  end

  latest_models = {}
  grouped.each do |base_name, model_list|
    if model_list.size == 1
      latest_models[base_name] = model_list.first
    else
      latest_model = model_list.max_by { |model| extract_date_from_model(model) }
      latest_models[base_name] = latest_model
    end
  end

  latest_models
end

def extract_base_name(model)
  if model =~ /^(.+)-(\d{8})$/
    Regexp.last_match(1)
  else
    model
  end
end

def extract_date_from_model(model)
  if model =~ /-(\d{8})$/
    Regexp.last_match(1)
  else
    '00000000'
  end
end

def find_best_bedrock_model(anthropic_model, bedrock_models) # rubocop:disable Metrics/PerceivedComplexity
  base_pattern = case anthropic_model
                 when 'claude-2.0', 'claude-2'
                   'claude-v2'
                 when 'claude-2.1'
                   'claude-v2:1'
                 when 'claude-instant-v1', 'claude-instant'
                   'claude-instant'
                 else
                   anthropic_model
                 end

  matching_models = bedrock_models.select do |bedrock_model|
    model_without_prefix = bedrock_model.sub(/^(?:(?:[a-z]{2}|global)\.)?anthropic\./, '')
    model_without_prefix.match?(/\A#{Regexp.escape(base_pattern)}(?:-v\d+|:\d+k|$)/)
  end

  return nil if matching_models.empty?

  begin
    model_info = RubyLLM.models.find(anthropic_model)
    target_context = model_info.context_window
  rescue StandardError
    target_context = nil
  end

  if target_context
    target_k = target_context / 1000

    with_context = matching_models.select do |m|
      m.include?(":#{target_k}k") || m.include?(":0:#{target_k}k")
    end

    return with_context.first if with_context.any?
  end

  matching_models.min_by do |model|
    context_priority = if model =~ /:(?:\d+:)?(\d+)k/
                         -Regexp.last_match(1).to_i
                       else
                         0
                       end

    version_priority = if model =~ /-v(\d+):/
                         -Regexp.last_match(1).to_i
                       else
                         0
                       end

    has_context_priority = model.include?('k') ? -1 : 0
    [has_context_priority, context_priority, version_priority]
  end
end

# Deepgram's catalog names the default tier in full, as nova-3-general, while
# its docs and the listen endpoint also answer to the bare nova-3. The short
# form becomes an alias so both spellings resolve.
def add_deepgram_aliases(aliases, deepgram_models)
  models = Array(deepgram_models)

  models.each do |model|
    next unless model.end_with?('-general')

    short = model.delete_suffix('-general')
    next if models.include?(short)

    aliases[short] = { 'deepgram' => model }
  end
end
