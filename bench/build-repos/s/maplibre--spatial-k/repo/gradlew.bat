@rem Gradle wrapper stub (the real script is not copied)
