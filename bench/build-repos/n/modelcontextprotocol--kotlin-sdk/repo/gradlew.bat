#!/bin/sh
# stub of the repository's wrapper script (benchmark skeleton)
