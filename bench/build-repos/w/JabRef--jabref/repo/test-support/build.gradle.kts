plugins {
    id("org.jabref.gradle.module")
    id("java-library")
}
