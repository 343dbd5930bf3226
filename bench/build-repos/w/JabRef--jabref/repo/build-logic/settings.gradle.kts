rootProject.name = "build-logic"

