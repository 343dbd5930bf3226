[
  import_deps: [:plug, :phoenix, :phoenix_live_view],
  inputs: [
    "lib/**/*.ex",
    "config/*.exs",
    "test/**/*.exs",
    "mix.exs"
  ]
]
