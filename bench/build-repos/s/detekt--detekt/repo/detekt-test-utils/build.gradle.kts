plugins {
    id("module")
    id("public-api")
}

dependencies {
    api(libs.kotlin.compiler)

    implementation(projects.detektKotlinAnalysisApi)
    implementation(projects.detektKotlinAnalysisApiStandalone)
    implementation(projects.detektParser)
    implementation(libs.jetbrains.annotations)
    implementation(libs.kotlin.scriptingJvm)

    testImplementation(libs.assertj.core)
    testImplementation(projects.detektTestJunit)
}

kotlin {
    @OptIn(org.jetbrains.kotlin.gradle.dsl.abi.ExperimentalAbiValidation::class)
    abiValidation {
        filters {
            exclude {
                byNames.add("dev.detekt.test.utils.internal.**")
            }
        }
    }
}
