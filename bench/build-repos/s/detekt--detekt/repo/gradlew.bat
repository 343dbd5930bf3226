@rem stub: the real wrapper script is not copied into the benchmark skeleton
