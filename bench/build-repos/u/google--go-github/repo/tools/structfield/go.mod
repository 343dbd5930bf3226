module github.com/google/go-github/v90/tools/structfield

go 1.25.0

require (
	github.com/golangci/plugin-module-register v0.1.2
	golang.org/x/tools v0.49.0
)

require (
	golang.org/x/mod v0.39.0 // indirect
	golang.org/x/sync v0.22.0 // indirect
)
