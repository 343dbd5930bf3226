enable_language(CXX)

# CMP0135 (DOWNLOAD_EXTRACT_TIMESTAMP) arrived in CMake 3.24 and so already
# defaults to NEW under our 3.31 minimum. No explicit cmake_policy needed.

set_property(GLOBAL PROPERTY USE_FOLDERS YES)

include(CTest)
if(BUILD_TESTING)
  add_subdirectory(tests)
endif()

if (glaze_ENABLE_FUZZING)
  add_subdirectory(fuzzing)
endif()

# Done in developer mode only, so users won't be bothered by this :)
file(GLOB_RECURSE headers CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/include/glaze/*.hpp")
source_group(TREE "${PROJECT_SOURCE_DIR}/include" PREFIX headers FILES ${headers})

file(GLOB_RECURSE sources CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/src/*.cpp")
source_group(TREE "${PROJECT_SOURCE_DIR}/src" PREFIX sources FILES ${sources})

add_executable(glaze_ide ${sources} ${headers})

target_link_libraries(glaze_ide PRIVATE glaze::glaze)

set_target_properties(glaze_glaze glaze_ide PROPERTIES FOLDER ProjectTargets)
