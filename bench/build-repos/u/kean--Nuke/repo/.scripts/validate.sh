#!/bin/sh

./temp/swiftlint lint --strict
