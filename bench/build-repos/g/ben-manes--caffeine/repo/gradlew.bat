#!/bin/sh
# wrapper stub (the real one runs Gradle)
