#!/bin/bash

set -eux

cd ./frontend/app && npm run dev
