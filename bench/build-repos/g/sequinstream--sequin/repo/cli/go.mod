module github.com/sequinstream/sequin/cli

go 1.24

toolchain go1.24.1

require (
	github.com/AlecAivazis/survey/v2 v2.3.7
	github.com/a8m/envsubst v1.4.3
	github.com/armon/go-socks5 v0.0.0-20160902184237-e75332964ef5
	github.com/charmbracelet/bubbles v0.20.0
	github.com/charmbracelet/bubbletea v1.1.1
	github.com/charmbracelet/lipgloss v0.13.0
	github.com/choria-io/fisk v0.6.4
	github.com/fatih/color v1.18.0
	github.com/google/go-cmp v0.5.2
	github.com/gorilla/websocket v1.5.3
	github.com/jedib0t/go-pretty/v6 v6.5.9
	github.com/jpillora/backoff v1.0.0
	github.com/jpillora/sizestr v1.0.0
	github.com/r3labs/diff/v3 v3.0.1
	golang.org/x/crypto v0.36.0
	golang.org/x/net v0.38.0
	golang.org/x/sync v0.12.0
	moul.io/http2curl v1.0.0
)

require (
	github.com/aymanbagabas/go-osc52/v2 v2.0.1 // indirect
	github.com/charmbracelet/x/ansi v0.3.2 // indirect
	github.com/charmbracelet/x/term v0.2.0 // indirect
	github.com/erikgeiser/coninput v0.0.0-20211004153227-1c3628e74d0f // indirect
	github.com/goccy/go-yaml v1.18.0 // indirect
	github.com/kballard/go-shellquote v0.0.0-20180428030007-95032a82bc51 // indirect
	github.com/lucasb-eyer/go-colorful v1.2.0 // indirect
	github.com/mattn/go-colorable v0.1.13 // indirect
	github.com/mattn/go-isatty v0.0.20 // indirect
	github.com/mattn/go-localereader v0.0.1 // indirect
	github.com/mattn/go-runewidth v0.0.16 // indirect
	github.com/mgutz/ansi v0.0.0-20200706080929-d51e80ef957d // indirect
	github.com/muesli/ansi v0.0.0-20230316100256-276c6243b2f6 // indirect
	github.com/muesli/cancelreader v0.2.2 // indirect
	github.com/muesli/termenv v0.15.2 // indirect
	github.com/rivo/uniseg v0.4.7 // indirect
	github.com/smartystreets/goconvey v1.8.1 // indirect
	github.com/vmihailenco/msgpack/v5 v5.3.5 // indirect
	github.com/vmihailenco/tagparser/v2 v2.0.0 // indirect
	golang.org/x/sys v0.31.0 // indirect
	golang.org/x/term v0.30.0 // indirect
	golang.org/x/text v0.23.0 // indirect
)
