#!/bin/bash

set -x

ruff format robyn integration_tests docs_src
