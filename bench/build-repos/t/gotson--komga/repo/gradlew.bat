#!/bin/sh
# stub of the wrapper script (skeleton only)
