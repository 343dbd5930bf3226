@rem stub of the Gradle wrapper script
gradle %*
