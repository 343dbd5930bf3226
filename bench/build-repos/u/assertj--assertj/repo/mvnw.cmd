#!/bin/sh
# wrapper stub (original 8292 bytes)
