#!/bin/sh
# stub of the project's mvnw.cmd wrapper (skeleton)
