#!/bin/sh
# stub of the project's gradlew.bat wrapper (skeleton)
