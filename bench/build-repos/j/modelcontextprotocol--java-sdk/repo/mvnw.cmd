@REM stub of the Apache Maven Wrapper script (mvnw.cmd)
mvn %*
