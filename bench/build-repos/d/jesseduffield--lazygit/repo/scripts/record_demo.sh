#!/bin/sh

demo/record_demo.sh "$@"
