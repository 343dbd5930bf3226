# (benchmark skeleton) CI sanity check of Markdown (non-ASCII characters, trailing whitespace); body left out
