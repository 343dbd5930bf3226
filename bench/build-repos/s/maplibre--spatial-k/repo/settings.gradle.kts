pluginManagement {
    repositories {
        mavenCentral()
        gradlePluginPortal()
    }
}

dependencyResolutionManagement {
    @Suppress("UnstableApiUsage")
    repositories {
        mavenCentral()
        google()
    }
}

rootProject.name = "spatial-k"

include(
    ":geojson",
    ":gpx",
    ":units",
    ":turf",
    ":testutil",
    ":benchmark",
    ":polyline-encoding",
    ":pmtiles",
)
