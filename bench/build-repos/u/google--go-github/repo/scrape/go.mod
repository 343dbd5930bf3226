module github.com/google/go-github/scrape

go 1.25.0

require (
	github.com/PuerkitoBio/goquery v1.12.0
	github.com/google/go-cmp v0.7.0
	github.com/google/go-github/v90 v90.0.0
	github.com/xlzd/gotp v0.1.0
	golang.org/x/net v0.58.0
)

require (
	github.com/andybalholm/cascadia v1.3.3 // indirect
	github.com/google/go-querystring v1.2.0 // indirect
)
