module github.com/samber/lo

go 1.18

//
// Dev dependencies are excluded from releases. Please check CI.
//

require (
	github.com/stretchr/testify v1.11.1
	github.com/thoas/go-funk v0.9.3
	go.uber.org/goleak v1.2.1
	golang.org/x/text v0.22.0
)

require (
	github.com/davecgh/go-spew v1.1.1 // indirect
	github.com/kr/text v0.2.0 // indirect
	github.com/niemeyer/pretty v0.0.0-20200227124842-a10e7caefd8e // indirect
	github.com/pmezard/go-difflib v1.0.0 // indirect
	gopkg.in/check.v1 v1.0.0-20200227125254-8fa46927fb4f // indirect
	gopkg.in/yaml.v3 v3.0.1 // indirect
)
