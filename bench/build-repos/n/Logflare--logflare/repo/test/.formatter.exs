[
  inputs: ["./**/*.{ex,exs}"],
  import_deps: [
    :ecto_sql,
    :ecto,
    :phoenix_live_view,
    :stream_data
  ]
]
