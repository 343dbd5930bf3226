#!/bin/sh
# stub of gradlew.bat (the real wrapper script is not copied)
