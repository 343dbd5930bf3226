@rem stub of the wrapper script
