module github.com/thechangelog/changelog.com/magefiles

go 1.20

require (
	dagger.io/dagger v0.7.4
	github.com/magefile/mage v1.15.0
)

require (
	github.com/99designs/gqlgen v0.17.36 // indirect
	github.com/Khan/genqlient v0.6.0 // indirect
	github.com/adrg/xdg v0.4.0 // indirect
	github.com/iancoleman/strcase v0.3.0 // indirect
	github.com/vektah/gqlparser/v2 v2.5.8 // indirect
	golang.org/x/mod v0.12.0 // indirect
	golang.org/x/sync v0.3.0 // indirect
	golang.org/x/sys v0.10.0 // indirect
	golang.org/x/tools v0.11.1 // indirect
)
