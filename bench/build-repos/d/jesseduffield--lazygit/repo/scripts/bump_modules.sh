#!/bin/sh

GO111MODULE=on
mv go.mod /tmp/
go mod init