@REM Maven wrapper (stub of the real mvnw.cmd)
mvn %*
