[{"lib/hermes/http.ex", :call}]
