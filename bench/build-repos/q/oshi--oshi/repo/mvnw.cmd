@REM Apache Maven Wrapper startup batch script (stub for the benchmark skeleton)
@mvn %*
