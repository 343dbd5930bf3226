import org.gradle.jvm.tasks.Jar

plugins {
  kotlin("jvm")
  id("com.vanniktech.maven.publish")
  id("org.jetbrains.dokka")
}

dependencies {
  compileOnly(libs.jsr305)
  api(project(":moshi"))

  testImplementation(libs.junit)
  testImplementation(libs.truth)
}

tasks.withType<Jar>().configureEach {
  manifest { attributes("Automatic-Module-Name" to "com.squareup.moshi.adapters") }
}
