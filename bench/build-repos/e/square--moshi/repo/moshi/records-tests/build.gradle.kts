plugins { `java-library` }

java { toolchain { languageVersion.set(JavaLanguageVersion.of(17)) } }

tasks.withType<JavaCompile>().configureEach {
  // Target 16 to ensure minimum compatibility
  options.release.set(16)
}

dependencies {
  testImplementation(project(":moshi"))
  testCompileOnly(libs.jsr305)
  testImplementation(libs.junit)
  testImplementation(libs.truth)
}
