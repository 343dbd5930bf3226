defmodule Operately.MixProject do
  use Mix.Project

  def project do
    [
      app: :operately,
      version: "0.1.0",
      elixir: "~> 1.18",
      elixirc_paths: elixirc_paths(Mix.env()),
      start_permanent: Mix.env() == :prod,
      aliases: aliases(),
      deps: deps(),
      dialyzer: dialyzer(),
      listeners: [Phoenix.CodeReloader]
    ]
  end

  # Configuration for the OTP application.
  #
  # Type `mix help compile.app` for more information.
  def application do
    [
      mod: {Operately.Application, []},
      extra_applications: [:logger, :runtime_tools]
    ]
  end

  # Specifies which paths to compile per environment.
  defp elixirc_paths(:test), do: ["lib", "test/support", "test/operately_web/api", "ee/lib", "ee/test"]
  defp elixirc_paths(_), do: ["lib", "ee/lib"]

  # Specifies your project dependencies.
  #
  # Type `mix help deps` for examples and options.
  defp deps do
    [
      {:bcrypt_elixir, "~> 3.1"},
      {:phoenix, "~> 1.8.9"},
      {:phoenix_ecto, "~> 4.6.5"},
      {:ecto, "~> 3.13", override: true},
      {:ecto_sql, "~> 3.13"},
      {:postgrex, "~> 0.22.2"},
      {:phoenix_html, "~> 4.1"},
      {:phoenix_view, "~> 2.0"},
      {:phoenix_live_view, "~> 1.1"},
      {:finch, "~> 0.21"},
      {:telemetry_metrics, "~> 1.0"},
      {:telemetry_poller, "~> 1.1"},
      {:jason, "~> 1.4"},
      {:plug, "~> 1.18.5"},
      {:plug_cowboy, "~> 2.8"},
      {:ueberauth, "~> 0.10"},
      {:ueberauth_google, "~> 0.12"},
      {:inflex, "~> 2.0.0"},
      {:ex_aws, "~> 2.7"},
      {:ex_aws_s3, "~> 2.5"},
      {:custom_base, "~> 0.2"},
      {:oban, "~> 2.14"},
      {:site_encrypt, "~> 0.6.0"},
      {:hackney, "~> 4.5", override: true},
      {:sweet_xml, "~> 0.7"},
      {:mint, "~> 1.9.1"},
      {:hpax, "~> 1.0.4"},
      {:req, "~> 0.6.1"},
      {:tesla, "~> 1.18"},
      {:telemetry_metrics_statsd, "~> 0.7.0"},
      {:sentry, "~> 10.0"},
      {:swoosh, "~> 1.26.3"},
      {:gen_smtp, "~> 1.1"},

      # only in dev
      {:phoenix_live_reload, "~> 1.5", only: :dev},
      {:tailwind, "~> 0.2.3", runtime: Mix.env() == :dev},

      # only in tests
      {:wallaby, "~> 0.31.0", runtime: false, only: :test},
      {:junit_formatter, "~> 3.1", only: [:test]},
      {:floki, ">= 0.36.0", only: :test},
      {:mock, "~> 0.3.0", only: :test},

      # only in dev/test
      {:dialyxir, "~> 1.4", only: [:dev, :test], runtime: false}
    ]
  end

  defp dialyzer do
    [
      plt_file: {:no_warn, "priv/plts/project.plt"},
      plt_add_apps: [:mix, :ex_unit, :wallaby]
    ]
  end

  # Aliases are shortcuts or tasks specific to the current project.
  # For example, to install project dependencies and perform other setup tasks, run:
  #
  #     $ mix setup
  #
  # See the documentation for `Mix` for more info on aliases.
  defp aliases do
    [
      setup: ["deps.get", "ecto.setup", "assets.setup", "assets.build"],
      "ecto.setup": ["ecto.create", "ecto.migrate"],
      "ecto.reset": ["ecto.drop", "ecto.setup"],
      test: ["ecto.create --quiet", "ecto.migrate --quiet", "compile --warnings-as-errors", "test"],
      "assets.setup": ["cmd npm install"],
      "assets.build": ["tailwind default"],
      "assets.deploy": ["tailwind default --minify", "phx.digest"]
    ]
  end
end
