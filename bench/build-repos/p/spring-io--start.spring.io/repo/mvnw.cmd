@REM Maven Wrapper stub (skeleton)
