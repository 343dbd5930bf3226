@rem Gradle wrapper (stub)
