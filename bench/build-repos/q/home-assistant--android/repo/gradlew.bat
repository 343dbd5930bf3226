#!/bin/sh
# stub of the wrapper script (benchmark skeleton)
