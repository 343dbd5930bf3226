[
  inputs: ["priv/repo/**/*.exs"],
  import_deps: [
    :ecto,
    :ecto_sql
  ]
]
