#!/bin/bash -e
go run -C tools/check-structfield-settings  . "$@"
