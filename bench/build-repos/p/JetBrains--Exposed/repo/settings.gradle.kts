rootProject.name = "exposed"
enableFeaturePreview("TYPESAFE_PROJECT_ACCESSORS")

include("exposed-core")
include("exposed-dao")
include("exposed-jodatime")
include("exposed-java-time")
include("spring-transaction")
include("spring7-transaction")
include("exposed-spring-boot-starter")
include("exposed-spring-boot4-starter")
include("exposed-jdbc")
include("exposed-tests")
include("exposed-money")
include("exposed-bom")
include("exposed-kotlin-datetime")
include("exposed-crypt")
include("exposed-json")
include("exposed-migration-core")
include("exposed-migration-jdbc")
include("exposed-migration-r2dbc")
include("exposed-r2dbc")
include("exposed-r2dbc-tests")
include("exposed-jdbc-r2dbc-tests")
include("exposed-plugin-core")
include("exposed-gradle-plugin")
include("exposed-maven-plugin")
include("exposed-version-catalog")

pluginManagement {
    repositories {
        google()
        maven("https://maven-central-eu.storage-download.googleapis.com/maven2/")
        mavenCentral()
        gradlePluginPortal()
    }
}

dependencyResolutionManagement {
    repositories {
        google()
        maven("https://maven-central-eu.storage-download.googleapis.com/maven2/")
        mavenCentral()
    }
}
