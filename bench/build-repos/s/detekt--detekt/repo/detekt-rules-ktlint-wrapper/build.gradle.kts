plugins {
    id("module")
    id("generator")
}

val extraDepsToPackage = configurations.register("extraDepsToPackage")
val ktlintToBundle = configurations.register("ktlintToBundle")

dependencies {
    compileOnly(projects.detektApi)
    compileOnly(projects.detektPsiUtils)
    // compileOnly so ktlint-repackage is not listed in the published POM (it's bundled into the JAR)
    compileOnly(projects.detektRulesKtlintWrapper.ktlintRepackage) {
        attributes {
            attribute(Bundling.BUNDLING_ATTRIBUTE, named(Bundling.SHADOWED))
        }
    }
    ktlintToBundle(projects.detektRulesKtlintWrapper.ktlintRepackage) {
        attributes {
            attribute(Bundling.BUNDLING_ATTRIBUTE, named(Bundling.SHADOWED))
        }
    }

    runtimeOnly(libs.slf4j.api)

    testImplementation(projects.detektRulesKtlintWrapper.ktlintRepackage) {
        attributes {
            attribute(Bundling.BUNDLING_ATTRIBUTE, named(Bundling.SHADOWED))
        }
    }
    testImplementation(libs.kotlin.compiler)
    testImplementation(projects.detektApi)
    testRuntimeOnly(projects.detektPsiUtils)
    testImplementation(projects.detektTest)
    testImplementation(projects.detektTestAssertj)
    testImplementation(projects.detektTestUtils)
    testImplementation(libs.assertj.core)
    testImplementation(libs.classgraph)

    testRuntimeOnly(libs.slf4j.nop)
    testCompileOnly(libs.jetbrains.annotations)

    extraDepsToPackage(libs.slf4j.nop)
}

tasks.jar {
    duplicatesStrategy = DuplicatesStrategy.INCLUDE // allow duplicates
    dependsOn(ktlintToBundle, extraDepsToPackage)
    from(
        ktlintToBundle.get().map { zipTree(it) },
        extraDepsToPackage.get().map { zipTree(it) },
    )
}

kotlin {
    compilerOptions {
        jvmTarget = org.jetbrains.kotlin.gradle.dsl.JvmTarget.JVM_17
    }
}

tasks.withType<org.jetbrains.kotlin.gradle.tasks.KotlinJvmCompile>().configureEach {
    compilerOptions {
        jvmTarget = org.jetbrains.kotlin.gradle.dsl.JvmTarget.JVM_17
    }
}

java {
    sourceCompatibility = JavaVersion.VERSION_17
    targetCompatibility = JavaVersion.VERSION_17
}

tasks.named("generateConfig") {
    val ktlintVersion = libs.versions.ktlint
    inputs.property("ktlintVersion", ktlintVersion)
    doLast {
        outputs.files.asFileTree.forEach {
            if (it.isFile) {
                it.writeText(it.readText().replace("<ktlintVersion/>", ktlintVersion.get()))
            }
        }
    }
}
