import dev.detekt.gradle.extensions.FailOnSeverity
import org.jetbrains.kotlin.gradle.dsl.abi.ExperimentalAbiValidation

plugins {
    id("multiplatform-module")
    id("org.jetbrains.dokka")
    id("com.vanniktech.maven.publish")
    id("org.jetbrains.kotlinx.kover")
    id("dev.detekt")
}

group = "org.maplibre.spatialk"

version = providers.gradleProperty("spatialKVersion").getOrElse("0.0.0-SNAPSHOT")

kotlin {
    explicitApi()
    compilerOptions {
        freeCompilerArgs =
            listOf(
                // Will be the default soon: https://youtrack.jetbrains.com/issue/KT-11914
                "-Xconsistent-data-class-copy-visibility"
            )
    }
    @OptIn(ExperimentalAbiValidation::class) abiValidation()
}

detekt {
    source.setFrom("src/commonMain/kotlin")
    config.setFrom(rootProject.file("detekt.yml"))
    failOnSeverity = FailOnSeverity.Warning
    basePath.set(rootProject.rootDir)
}

dokka {
    dokkaSourceSets {
        configureEach {
            includes.from("MODULE.md")
            sourceLink {
                remoteUrl("https://github.com/maplibre/spatial-k/tree/v${project.version}/")
                localDirectory = rootDir
            }
            externalDocumentationLinks {
                create("kotlinx-serialization") {
                    url("https://kotlinlang.org/api/kotlinx.serialization/")
                }
            }
        }
    }
    pluginsConfiguration {
        html { customStyleSheets.from(rootProject.file("docs/src/styles/dokka-extra.css")) }
    }
}

mavenPublishing {
    publishToMavenCentral(automaticRelease = true)
    signAllPublications()

    pom {
        url = "https://maplibre.org/spatial-k/"

        scm {
            url = "https://github.com/maplibre/spatial-k"
            connection = "scm:git:git://github.com/maplibre/spatial-k.git"
            developerConnection = "scm:git:git://github.com/maplibre/spatial-k.git"
        }

        licenses {
            license {
                name = "MIT"
                url = "https://opensource.org/licenses/MIT"
                distribution = "repo"
            }
        }

        developers {
            developer {
                id = "maplibre"
                name = "MapLibre"
            }
        }
    }
}
