#!/bin/bash

pnpm install && pnpm dev-setup init
