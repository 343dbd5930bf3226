plugins { kotlin("jvm") }

dependencies { implementation(project(":moshi")) }
