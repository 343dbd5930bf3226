module github.com/mitsuhiko/minijinja/minijinja-go/v3

go 1.23
