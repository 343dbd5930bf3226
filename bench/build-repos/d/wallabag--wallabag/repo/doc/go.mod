module github.com/wallabag/wallabag/doc

go 1.22.5

require github.com/imfing/hextra v0.8.3 // indirect
